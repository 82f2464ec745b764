// The longest name, e-mail and phone a person's row keeps (users, drivers' users, control-post users): read by
// the input limits (shared/domain/field-limits.ts) and by the users' entity (entities/usuarios/definition.ts).
export const PERSON_NAME_MAX = 100;
/** RFC 5321: the longest address a mail server takes */
export const EMAIL_MAX = 254;
/** the users' column also keeps a driver's comma-separated phones */
export const PHONE_MAX = 100;
