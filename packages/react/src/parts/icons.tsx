import type { ReactNode } from "react";

/** One stroke icon; decorative, since every control carries its own label. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="dsa-icon"
    >
      {children}
    </svg>
  );
}

/** Icon: Close (×). */
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
/** Icon: New conversation (pencil). */
export const NewConversationIcon = () => (
  <Icon>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 1 1 3 3L7 19l-4 1 1-4Z" />
  </Icon>
);
/** Icon: Download. */
export const DownloadIcon = () => (
  <Icon>
    <path d="M12 3v12m0 0-4-4m4 4 4-4M4 19h16" />
  </Icon>
);
/** Icon: Copy. */
export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </Icon>
);
/** Icon: Done (check mark). */
export const CheckIcon = () => (
  <Icon>
    <path d="m5 12 5 5L20 7" />
  </Icon>
);
/** Icon: Send (arrow up). */
export const SendIcon = () => (
  <Icon>
    <path d="M12 19V5m0 0-6 6m6-6 6 6" />
  </Icon>
);
/** Icon: Stop (square). */
export const StopIcon = () => (
  <Icon>
    <rect x="7" y="7" width="10" height="10" rx="1" fill="currentColor" />
  </Icon>
);
/** Icon: Jump down (arrow down). */
export const ArrowDownIcon = () => (
  <Icon>
    <path d="M12 5v14m0 0-6-6m6 6 6-6" />
  </Icon>
);
/** Icon: Error (circled exclamation mark). */
export const AlertIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4m0 4h.01" />
  </Icon>
);
