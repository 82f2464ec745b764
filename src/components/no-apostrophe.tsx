// Text inputs block the apostrophe character (spec 1 §5): typing it does nothing and pasted text
// loses it (Form.Item `normalize`).
import type { KeyboardEvent } from "react";
import { Input, type InputProps } from "antd";
import type { PasswordProps } from "antd/es/input";

const APOSTROPHE = "'";

export const stripApostrophe = (value: unknown): unknown =>
  typeof value === "string" ? value.split(APOSTROPHE).join("") : value;

export function blockApostropheKey(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === APOSTROPHE) event.preventDefault();
}

/** Form.Item props that keep the apostrophe out of the stored value. */
export const noApostrophe = { normalize: stripApostrophe } as const;

export function NoApostropheInput({ onKeyDown, ...props }: InputProps) {
  return (
    <Input
      {...props}
      onKeyDown={(e) => {
        blockApostropheKey(e);
        onKeyDown?.(e);
      }}
    />
  );
}

export function NoApostrophePassword({ onKeyDown, ...props }: PasswordProps) {
  return (
    <Input.Password
      {...props}
      onKeyDown={(e) => {
        blockApostropheKey(e);
        onKeyDown?.(e);
      }}
    />
  );
}
