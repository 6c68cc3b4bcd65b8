// Small inline icons of the chat parts (no icon font: the widget must stay small).
type IconProps = { size?: number };
const svg = (size: number, d: string, fill = false) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill={fill ? 'currentColor' : 'none'}
    stroke={fill ? 'none' : 'currentColor'}
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

export const PlayIcon = ({ size = 18 }: IconProps) => svg(size, 'M7 4.5v15l13-7.5z', true);
export const PauseIcon = ({ size = 18 }: IconProps) => svg(size, 'M6 4h4v16H6zM14 4h4v16h-4z', true);
export const FullScreenIcon = ({ size = 18 }: IconProps) => svg(size, 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5');
export const CloseIcon = ({ size = 18 }: IconProps) => svg(size, 'M6 6l12 12M18 6L6 18');
export const DownloadIcon = ({ size = 18 }: IconProps) => svg(size, 'M12 4v11M7 10l5 5 5-5M5 20h14');
export const FileIcon = ({ size = 18 }: IconProps) => svg(size, 'M14 3H6v18h12V7zM14 3v4h4');
export const PinIcon = ({ size = 18 }: IconProps) =>
  svg(size, 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z');
export const SendIcon = ({ size = 18 }: IconProps) => svg(size, 'M3 11.5L21 3l-8.5 18-2-7.5z', true);
export const CalendarIcon = ({ size = 18 }: IconProps) => svg(size, 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4');
export const MinusIcon = ({ size = 18 }: IconProps) => svg(size, 'M5 12h14');
export const ResetIcon = ({ size = 18 }: IconProps) => svg(size, 'M4 4v6h6M4.5 15a8 8 0 1 0 1.9-8.3L4 10');
export const ChatIcon = ({ size = 26 }: IconProps) => svg(size, 'M4 5h16v11H9l-5 4z');
export const ListIcon = ({ size = 16 }: IconProps) => svg(size, 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01');
