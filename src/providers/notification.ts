// Refine notifications as antd toasts (`message`), under the antd <App> context (locale, theme).
// failed reads (GraphQL and network errors of queries) are only logged, never shown;
// login and logout failures last 1.5 s; everything else uses the default 3 s delay.
import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";
import { App } from "antd";
import { TOAST_MS, TOAST_SHORT_MS } from "@shared/config";

/** Keys Refine gives the default error notification of a read (useList, getOne, getMany, useCustom). */
const READ_ERROR_KEY = /(-(useList|getOne|getMany)-notification|^(get|head|options)-notification)$/;
const SHORT_KEYS = new Set(["login-error", "useLogout-error"]);

export const isQuietNotification = (params: OpenNotificationParams): boolean =>
  params.type === "error" && typeof params.key === "string" && READ_ERROR_KEY.test(params.key);

export const notificationSeconds = (params: OpenNotificationParams): number =>
  (params.key && SHORT_KEYS.has(params.key) ? TOAST_SHORT_MS : TOAST_MS) / 1000;

/** A hook, as Refine accepts for `notificationProvider`, so toasts live inside antd's <App>. */
export function useToastNotificationProvider(): NotificationProvider {
  const { message } = App.useApp();
  return {
    open(params) {
      if (isQuietNotification(params)) {
        console.error("[notification]", params.message, params.description ?? "");
        return;
      }
      const content = params.message || params.description || "";
      if (params.type === "progress") {
        message.open({ key: params.key, type: "loading", content, duration: (params.undoableTimeout ?? 5) });
        return;
      }
      message.open({ key: params.key, type: params.type, content, duration: notificationSeconds(params) });
    },
    close(key) {
      message.destroy(key);
    },
  };
}
