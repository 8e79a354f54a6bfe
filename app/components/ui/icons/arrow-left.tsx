import { type IconProps, Svg } from "./svg";

export const ArrowLeft = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </Svg>
);
