/**
 * The kinds of message the server sends: workflow tasks (urgent ones apart), schedule reminders,
 * module drafts to review, and reminders of dates records name (bundle `reminders`). A user may
 * mute each kind (user centre, push settings); the message centre filters by them.
 */
export const MESSAGE_TYPES = ['WORKFLOW', 'WORKFLOW_URGENT', 'SCHEDULE', 'DESIGN_REVIEW', 'REMINDER'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
