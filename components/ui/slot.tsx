import * as React from "react";

import { cn } from "@/lib/utils";

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () =>
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === "function") cleanup();
        else if (typeof ref === "function") ref(null);
        else if (ref) ref.current = null;
      });
  };
}

/**
 * Renders its single child element with these props merged in (what `asChild` means): the
 * child's own props win, except that event handlers run both (the child's first), classes and
 * styles combine, and refs are both set. A few lines in place of Radix's Slot, which is ~2 KB
 * of script on every page for the buttons that wrap a link.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  const child = children;
  if (!React.isValidElement<AnyProps>(child)) {
    // More than one child is a mistake worth an error; none (or text) renders nothing.
    if (React.Children.count(children) > 1) React.Children.only(null);
    return null;
  }
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === "style" && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "className") {
      merged.className = cn(slotValue as string, childValue as string);
    } else if (key === "ref" && childValue) {
      merged.ref = composeRefs(slotValue as React.Ref<unknown>, childValue as React.Ref<unknown>);
    }
  }
  return React.cloneElement(child, merged);
}
