// antd in Spanish: its es_ES locale plus the few texts antd writes in English whatever the locale.
// The ES build of the locale: "antd/locale/es_ES" is CommonJS and its default export reached the bundle
// as { default: locale }, which ConfigProvider ignores (every antd text stayed English).
import type { ConfigProviderProps } from "antd/es/config-provider";
import esES from "antd/es/locale/es_ES";
import { APP_TEXTS } from "@shared/i18n/shell";

export const antdLocale = esES;

/** rc-dialog labels a modal's close button "Close" unless the closable config names it. */
export const antdComponentConfig: Pick<ConfigProviderProps, "modal"> = {
  modal: { closable: { "aria-label": APP_TEXTS.close } },
};
