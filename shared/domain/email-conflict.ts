// Which refusal an e-mail already in use gets (a user's login or e-mail is unique across every company). An
// address of the caller's own company is said to be registered, as before; an address only another company
// uses is refused without saying so, or an administrator could learn who is registered elsewhere by trying
// addresses. Pure; the server finds the companies whose users hold the address.

export type EmailConflict = "free" | "ownCompany" | "otherCompany";

/** `holders`: the companies of the users whose login or e-mail is the address; `idempresa`: the caller's. */
export function emailConflict(holders: readonly number[], idempresa: number): EmailConflict {
  if (holders.length === 0) return "free";
  return holders.includes(idempresa) ? "ownCompany" : "otherCompany";
}
