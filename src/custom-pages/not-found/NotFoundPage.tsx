// The 404 page of spec 3 §2 (also /Home/network-error, spec 1 §2.1, §8): a connection problem
// happened, with a link to the main page.
import { useTranslate } from "@refinedev/core";
import { Link } from "react-router";
import { Result } from "antd";
import { paths } from "@/resources/registry";

export function NotFoundPage() {
  const t = useTranslate();
  return (
    <Result
      status="warning"
      title={t("notFound.title")}
      subTitle={t("notFound.subtitle")}
      extra={<Link to={paths.home}>{t("notFound.home")}</Link>}
    />
  );
}
