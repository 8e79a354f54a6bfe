import { Avatar, type AvatarProps } from "./avatar";

/** Who said a quote on a card: their avatar, their name, and a line about them (organization or role). */
export function QuoteCaption({ detail, ...avatar }: { detail: string } & AvatarProps) {
  return (
    <figcaption className="mt-6 flex items-center gap-3">
      <Avatar {...avatar} />
      <span>
        <span className="block font-semibold">{avatar.name}</span>
        <span className="block text-sm text-muted-foreground">{detail}</span>
      </span>
    </figcaption>
  );
}
