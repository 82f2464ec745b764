// The error pages: 404 for an unknown path, 403 for a screen of another role, and /Home/network-error
// (a trip that failed to load), which keeps the connection-problem wording. Each has a
// button back to the main page.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { Button, Result, type ResultProps } from "antd";
import { paths } from "@/resources/paths";
import { ERROR_PAGE_TEXTS } from "@shared/i18n/shell";

type ErrorKind = "notFound" | "forbidden" | "connectionError";

const STATUS: Record<ErrorKind, ResultProps["status"]> = {
  notFound: "404",
  forbidden: "403",
  connectionError: "warning",
};

function ErrorPage({ kind }: { kind: ErrorKind }) {
  const navigate = useNavigate();
  // a real link (href, opens in a new tab too) that navigates inside the app on a plain click
  const goHome = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(paths.home);
  };
  return (
    <Result
      status={STATUS[kind]}
      title={ERROR_PAGE_TEXTS[kind].title}
      subTitle={ERROR_PAGE_TEXTS[kind].subtitle}
      extra={
        <Button type="primary" href={paths.home} onClick={goHome}>
          {ERROR_PAGE_TEXTS.home}
        </Button>
      }
    />
  );
}

/** Any unknown path. */
export const NotFoundPage = () => <ErrorPage kind="notFound" />;
/** A screen the user's role may not open. */
export const ForbiddenPage = () => <ErrorPage kind="forbidden" />;
/** /Home/network-error: a trip failed to load. */
export const ConnectionErrorPage = () => <ErrorPage kind="connectionError" />;
