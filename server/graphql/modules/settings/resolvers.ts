import type { Resolvers } from "../../types.generated";
import { settingsQuery } from "./settings";
import { resetSettings, updateSettings } from "./update-settings";

export const settingsResolvers: Resolvers = {
  Query: { settings: settingsQuery },
  Mutation: { updateSettings, resetSettings },
};
