import { useEffect } from "react";
import { toast as sonnerToast, Toaster } from "sonner";
import { connectToastRenderer } from "~/lib/toast";

export default function Toasts() {
  useEffect(
    () =>
      connectToastRenderer(
        ({ title, description, variant, id }) => {
          if (variant === "error") sonnerToast.error(title, { description, id });
          else sonnerToast(title, { description, id });
        },
        (id) => sonnerToast.dismiss(id),
      ),
    [],
  );
  return <Toaster position="bottom-left" visibleToasts={3} duration={4000} closeButton />;
}
