import { type IconProps, Svg } from "./svg";

export const Check = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);
