import { useAssistantChat } from "./assistant-chat.tsx";

/** A visually hidden polite live region that announces each finished answer once. */
export function AssistantAnnouncer() {
  const { announcement } = useAssistantChat();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-slot="dsa-announcer"
      className="dsa:sr-only"
    >
      {announcement}
    </div>
  );
}
