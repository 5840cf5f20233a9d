"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/utils";

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]",
        "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
        className,
      )}
      {...props}
    />
  );
}

/** Close button shared with Sheet; its accessible name is "Close". */
export function DialogCloseButton({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close-button"
      className={cn(
        "absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground",
        "transition-colors hover:bg-accent hover:text-accent-foreground pointer-fine:top-3 pointer-fine:right-3 pointer-fine:size-8",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed z-50 flex flex-col gap-4 overflow-y-auto overscroll-contain border bg-card text-card-foreground shadow-lg outline-hidden",
          // Phones: a sheet rising from the bottom edge, nearly full height, clear of the home bar.
          "inset-x-0 bottom-0 max-h-[calc(100dvh-1rem)] rounded-t-2xl p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]",
          "data-[state=open]:animate-slide-in-from-bottom data-[state=closed]:animate-slide-out-to-bottom",
          // From `sm` up: a centred card.
          "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-4rem)] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6",
          "sm:data-[state=open]:animate-zoom-in sm:data-[state=closed]:animate-zoom-out",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      // Right padding keeps long titles clear of the close button.
      className={cn("flex flex-col gap-1.5 pr-10 text-left", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      // Primary action last in source order but first (on top) on phones, where it is easiest to reach.
      className={cn("mt-2 flex flex-col-reverse gap-2 *:w-full sm:flex-row sm:justify-end sm:*:w-auto", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-tight font-semibold tracking-tight", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * The usual dialog body: a titled panel with an optional description, then its children.
 * Most dialogs need nothing else, so they import this instead of composing the five parts.
 * With `form`, the title and the children sit inside one form, so a footer's button submits it.
 */
export function DialogPanel({
  title,
  description,
  form,
  children,
  ...props
}: Omit<React.ComponentProps<typeof DialogContent>, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  form?: React.ComponentProps<"form">;
}) {
  const body = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      {children}
    </>
  );
  return (
    <DialogContent {...props}>
      {form ? (
        <form {...form} className={cn("grid gap-4", form.className)}>
          {body}
        </form>
      ) : (
        body
      )}
    </DialogContent>
  );
}

/**
 * Open state for a dialog whose action must finish before it closes: while `pending`, Escape and
 * the close button do nothing. `onOpen` runs each time it opens (reset a field, load choices).
 */
export function useGuardedOpen(pending: boolean, onOpen?: () => void) {
  const [open, setOpen] = React.useState(false);
  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (next) onOpen?.();
  };
  return { open, setOpen, onOpenChange };
}
