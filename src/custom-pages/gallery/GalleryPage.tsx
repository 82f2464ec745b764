// /Home/Gallery/{id}: the trip's reports that have images, a viewer, a download-all zip
// (jszip) and a button back to /Home/Viaje/{id}. ?reporte={id} opens that report's first image.
import { useEffect, useMemo, useState } from "react";
import { useOne } from "@refinedev/core";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { App, Button, Card, Empty, Flex, Space, Spin } from "antd";
import { ArrowLeftOutlined, CloudDownloadOutlined } from "@ant-design/icons";
import { PageHeader } from "@/components/layout";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { formatDateTime } from "@/custom-pages/trip-detail/format";
import { parseTripId } from "@/custom-pages/trip-detail/trip-state";
import { useGqlMutation, useGqlQuery } from "@/custom-pages/trip-detail/use-gql";
import { fetchBlob, fileName, galleryImages, saveBlob, zipImages, type GalleryImage } from "./files";
import { ImageViewer } from "./ImageViewer";
import { FILE_DOWNLOAD, GALLERY_PAGE_SIZE, REPORTS, SIGNED_URLS, type GalleryReport, type SignedUrlsAnswer } from "./queries";
import { Thumbnail } from "./Thumbnail";
import { GALLERY_TEXTS } from "@shared/i18n/gallery";

export function GalleryPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tripId = parseTripId(useParams().id) ?? 0;
  const [viewing, setViewing] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);
  // the trip by its manifest number (the id in the address is internal)
  const { result: trip } = useOne<{ id: number; numero: string }>({
    resource: "viajes", id: tripId, meta: { fields: ["id", "numero"] },
    queryOptions: { enabled: tripId > 0, retry: false }, errorNotification: false,
  });
  const manifest = trip?.numero ?? "";

  const reportsQuery = useGqlQuery<{ trazabilidadInfo: { data: GalleryReport[] } }>(
    REPORTS, { id: tripId, pagination: { fields: GALLERY_PAGE_SIZE, page: 1 } }, tripId > 0,
  );
  const reports = useMemo(() => (reportsQuery.data?.trazabilidadInfo.data ?? []).filter((r) => r.numberdocs > 0), [reportsQuery.data]);
  const urls = useGqlQuery<SignedUrlsAnswer>(SIGNED_URLS, { idreportes: reports.map((r) => r.id) }, reports.length > 0);
  const download = useGqlMutation<{ getSignedUrlFileDownload: { url: string } }>(FILE_DOWNLOAD);
  const images: GalleryImage[] = useMemo(
    () => galleryImages(reports.map((r) => r.id), urls.data?.getSignedURLReports ?? []),
    [reports, urls.data],
  );

  const wanted = Number(search.get("reporte"));
  useEffect(() => {
    if (!wanted || !images.length) return;
    const index = images.findIndex((i) => i.idreporte === wanted);
    if (index >= 0) setViewing(index);
  }, [wanted, images]);

  const downloadOne = async (image: GalleryImage) => {
    try {
      const answer = await download.run({ key: image.key });
      saveBlob(await fetchBlob(answer.getSignedUrlFileDownload.url), fileName(image.key));
    } catch (error) {
      console.error("[galeria]", error);
      message.error(TRIP_DETAIL_TEXTS.error);
    }
  };

  const downloadAll = async () => {
    setZipping(true);
    try {
      const { zip, count } = await zipImages(images);
      // not one image could be fetched: an empty zip would look like a success
      if (!count) throw new Error("ninguna imagen se pudo descargar");
      saveBlob(zip, `galeria_viaje_${manifest || tripId}.zip`);
    } catch (error) {
      console.error("[galeria]", error);
      message.error(TRIP_DETAIL_TEXTS.error);
    } finally {
      setZipping(false);
    }
  };

  const loading = reportsQuery.query.isFetching || urls.query.isFetching;
  return (
    <>
      <PageHeader title={manifest ? GALLERY_TEXTS.title(String(manifest)) : undefined} />
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/Home/Viaje/${tripId}`)}>{GALLERY_TEXTS.back}</Button>
        <Button type="primary" icon={<CloudDownloadOutlined />} loading={zipping} disabled={!images.length} onClick={() => void downloadAll()}>
          {GALLERY_TEXTS.downloadAll}
        </Button>
      </Flex>
      <Spin spinning={loading}>
        {!loading && reports.length === 0 && <Empty description={GALLERY_TEXTS.empty} />}
        <Space direction="vertical" style={{ width: "100%" }}>
          {reports.map((r) => (
            <Card key={r.id} size="small" data-testid={`gallery-report-${r.id}`}
              title={`${formatDateTime(r.fechahora)} · ${r.evento ?? r.sysevento ?? ""} · ${r.lugar ?? ""}`}>
              <Flex gap={8} wrap="wrap">
                {images.map((image, index) => image.idreporte === r.id && (
                  <Thumbnail key={image.id} image={image} onOpen={() => setViewing(index)} />
                ))}
              </Flex>
            </Card>
          ))}
        </Space>
      </Spin>
      <ImageViewer images={images} index={viewing} onIndex={setViewing} onDownload={(image) => void downloadOne(image)} />
    </>
  );
}
