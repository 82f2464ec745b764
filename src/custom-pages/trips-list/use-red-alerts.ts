// The trips list's optional alert when a trip of its page turns red (shared/domain/red-alerts.ts): a browser
// notification and a short tone. Off by default; the choice is kept per user on this browser. Levels are judged
// with the list's timers' rule every minute and with every load of the page.
import { useGetIdentity, type BaseRecord } from "@refinedev/core";
import { App } from "antd";
import { useEffect, useRef, useState } from "react";
import { useMinuteTicker } from "@/components/trip-timers";
import { redAlertsKey, turnedRed } from "@shared/domain/red-alerts";
import { tripUrgency, type AlertLevel, type TriageRow } from "@shared/domain/triage";
import { RED_ALERT_TEXTS } from "@shared/i18n/trips-list";

/** a short tone (Web Audio: no sound file); nothing where the browser has no audio */
function beep() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.1;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.3);
    tone.onended = () => void audio.close();
  } catch {
    // no audio output: the notification alone
  }
}

export function useRedAlerts(rows: readonly BaseRecord[]) {
  const { message } = App.useApp();
  const { data: identity } = useGetIdentity<{ id: number } | null>();
  const key = identity?.id != null ? redAlertsKey(identity.id) : null;
  const [enabled, setEnabledState] = useState(false);
  useEffect(() => {
    setEnabledState(key !== null && localStorage.getItem(key) === "1");
  }, [key]);
  const now = useMinuteTicker();
  const seen = useRef(new Map<number, AlertLevel>());

  useEffect(() => {
    const levels = rows.map((r) => tripUrgency(r as unknown as TriageRow, now));
    const turned = enabled ? turnedRed(seen.current, levels) : [];
    for (const t of levels) seen.current.set(t.id, t.level);
    if (!turned.length || typeof Notification === "undefined" || Notification.permission !== "granted") return;
    for (const id of turned) {
      const numero = String(rows.find((r) => Number(r.id) === id)?.numero ?? id);
      new Notification(RED_ALERT_TEXTS.title(numero), { body: RED_ALERT_TEXTS.body, tag: `viaje-rojo-${id}` });
    }
    beep();
  }, [rows, now, enabled]);

  const setEnabled = async (on: boolean) => {
    if (key === null) return;
    if (on && (typeof Notification === "undefined" || (await Notification.requestPermission()) !== "granted")) {
      void message.warning(RED_ALERT_TEXTS.denied);
      return;
    }
    localStorage.setItem(key, on ? "1" : "0");
    setEnabledState(on);
  };
  return { enabled, setEnabled };
}
