// Whether the form on screen creates a record or updates one: the definition's validators are told (a new record
// from a "create from" action is a create).
import { createContext } from "react";

export const FormOperation = createContext<"create" | "update">("create");
