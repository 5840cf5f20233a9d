import type { ComponentProps } from "react";
import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import type { GuideKind } from "./guide-events";
import { GuideTrigger } from "./guide-trigger";

/**
 * A button that opens onboarding, the tour or the tutorial (see HomeGuidance). Its classes are
 * worked out here, on the server, so the page ships no class-merging code for it.
 */
export function GuideButton({
  guide,
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<"button">, "onClick"> & Pick<ButtonProps, "variant" | "size"> & { guide: GuideKind }) {
  return <GuideTrigger guide={guide} className={buttonVariants({ variant, size, className })} {...props} />;
}
