// "Atendiendo": a controller takes a trip so no other calls the same driver. Every controller of the company sees
// it live: taking or releasing a trip goes out on the report feed as a message that is not a report (event
// ATTENTION_EVENT, report id 0). A report on the trip releases it. Pure.

/** The feed message's event for a change of who attends a trip (or of its snooze): no real event has it. */
export const ATTENTION_EVENT = 0;

/** Whether a feed message is such a change, not a report. */
export const isAttentionChange = (message: { idsysevento?: number | string | null }): boolean =>
  message.idsysevento != null && message.idsysevento !== "" && Number(message.idsysevento) === ATTENTION_EVENT;

/** The tag a taken trip shows. */
export const attendingText = (nombre: string): string => `Atendiendo: ${nombre}`;

