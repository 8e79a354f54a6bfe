import { useEffect } from "react";
import { toast as sonnerToast, Toaster } from "sonner";
import { connectToastRenderer } from "~/lib/toast";

export default function Toasts() {
  useEffect(
    () =>
      connectToastRenderer(({ title, description, variant }) => {
        if (variant === "error") sonnerToast.error(title, { description });
        else sonnerToast(title, { description });
      }),
    [],
  );
  return <Toaster position="bottom-left" visibleToasts={3} duration={4000} closeButton />;
}
