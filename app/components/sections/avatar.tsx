import { useEffect, useRef, useState } from "react";
import { initialsOf } from "~/lib/utils";

export type AvatarProps = {
  /** The person's name: the source of the initials. */
  name: string;
  /** Picture URL. Missing, empty or broken pictures fall back to the initials. */
  image?: string;
  /** Shown instead of initials derived from the name. */
  initials?: string;
  /** Empty (the default) when the name is printed next to the avatar, so it is not read twice. */
  alt?: string;
  className?: string;
};

export type AvatarView = { kind: "image"; src: string } | { kind: "initials"; text: string };

/** Decides what the avatar shows. Pure, so the fallback rules are unit-tested. */
export function avatarView({
  name,
  image,
  initials,
  failedImage,
}: Pick<AvatarProps, "name" | "image" | "initials"> & { failedImage?: string }): AvatarView {
  const src = image?.trim();
  if (src && src !== failedImage) return { kind: "image", src };
  return { kind: "initials", text: initials?.trim() || initialsOf(name) || "?" };
}

/** A round picture of a person, or their initials when there is no picture or it fails to load. */
export function Avatar({ name, image, initials, alt = "", className = "size-12 text-base" }: AvatarProps) {
  // Remembers which URL failed, so a different image later gets its own chance to load.
  const [failedImage, setFailedImage] = useState<string>();
  const imageRef = useRef<HTMLImageElement>(null);
  const view = avatarView({ name, image, initials, failedImage });

  // A picture that failed before hydration fired its error event before React was listening.
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailedImage(img.getAttribute("src") ?? undefined);
  }, []);

  const shape = `inline-grid shrink-0 place-items-center overflow-hidden rounded-full ${className}`;
  if (view.kind === "image") {
    return (
      <img
        ref={imageRef}
        src={view.src}
        alt={alt}
        // Square: the browser reserves the space before the picture arrives (the CSS size class sets the size).
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setFailedImage(view.src)}
        className={`${shape} object-cover`}
      />
    );
  }
  return (
    <span
      data-slot="avatar-initials"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={`${shape} bg-secondary font-semibold text-secondary-foreground`}
    >
      {view.text}
    </span>
  );
}
