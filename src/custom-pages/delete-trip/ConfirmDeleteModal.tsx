// The delete confirmation: it loads the trip; an absent trip or a different manifest shows
// 'No se encontro el viaje' with Aceptar (which just closes); a lookup that fails (network or server
// error) shows 'Ocurrio un error' the same way (the generic failure); otherwise Eliminar deletes it.
import { useDataProvider, useOnError } from "@refinedev/core";
import { Alert, Descriptions, Modal, Spin, Typography } from "antd";
import { useEffect, useState } from "react";
import { NA } from "@/resources/engine";
import { DELETE_TRAVEL, VIAJE_QUERY } from "./queries";
import { matchesManifest, type TripToDelete } from "./delete-rules";
import { DELETE_TRIP_TEXTS as T } from "@shared/i18n/delete-trip";

export interface DeleteRequest {
  id: number;
  numero: string;
}

interface Props {
  request: DeleteRequest | null;
  onClose: () => void;
  onDeleted: () => void;
  onError: (message: string) => void;
}

type Lookup = { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "found"; trip: TripToDelete };

const firstGraphqlMessage = (error: unknown): string | null => {
  const first = (error as { graphQLErrors?: { message?: unknown }[] } | null)?.graphQLErrors?.[0]?.message;
  return typeof first === "string" && first.trim() ? first : null;
};

export function ConfirmDeleteModal({ request, onClose, onDeleted, onError }: Props) {
  const dataProvider = useDataProvider();
  // calls outside Refine's hooks hand their failure to authProvider.onError themselves (an expired session ends)
  const { mutate: checkError } = useOnError();
  const [lookup, setLookup] = useState<{ key: DeleteRequest | null; value: Lookup }>({ key: null, value: { state: "loading" } });
  const [deleting, setDeleting] = useState(false);
  const current = lookup.key === request ? lookup.value : { state: "loading" as const };

  useEffect(() => {
    if (!request) return;
    let alive = true;
    const custom = dataProvider().custom;
    if (!custom) return;
    custom<{ viaje: TripToDelete | null }>({ url: "", method: "post", payload: { id: request.id }, meta: { document: VIAJE_QUERY } })
      .then(({ data }) => {
        if (!alive) return;
        const trip = data?.viaje;
        setLookup({ key: request, value: matchesManifest(trip, request.numero) ? { state: "found", trip } : { state: "missing" } });
      })
      .catch((error: unknown) => {
        // the server answers an absent trip with null, so an error is a failure, not "not found"
        console.error("[viaje]", error);
        checkError(error);
        if (alive) setLookup({ key: request, value: { state: "failed" } });
      });
    return () => {
      alive = false;
    };
  }, [request, dataProvider, checkError]);

  const confirm = async () => {
    if (!request || current.state !== "found") return;
    const custom = dataProvider().custom;
    if (!custom) return;
    setDeleting(true);
    try {
      await custom({ url: "", method: "post", payload: { id: current.trip.id, numero: request.numero.trim() }, meta: { document: DELETE_TRAVEL } });
      onDeleted();
    } catch (error) {
      console.error("[deleteTravel]", error);
      checkError(error);
      const message = firstGraphqlMessage(error);
      onError(message === T.notFound ? T.notFound : (message ?? T.error));
    } finally {
      setDeleting(false);
    }
  };

  const found = current.state === "found";
  return (
    <Modal
      open={request !== null}
      title={T.confirmTitle}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!deleting}
      closable={!deleting}
      okText={found ? T.delete : T.accept}
      okButtonProps={{ danger: found, loading: deleting, disabled: current.state === "loading" }}
      cancelText={T.cancel}
      cancelButtonProps={{ style: found ? undefined : { display: "none" }, disabled: deleting }}
      onOk={found ? confirm : onClose}
    >
      {current.state === "loading" ? (
        <Spin tip={T.loading}>
          <div style={{ minHeight: 60 }} />
        </Spin>
      ) : current.state === "missing" || current.state === "failed" ? (
        <Alert type="error" showIcon message={current.state === "missing" ? T.notFound : T.error} />
      ) : (
        <>
          <Typography.Paragraph strong>{T.confirmQuestion(current.trip.id)}</Typography.Paragraph>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={T.trip}>{current.trip.id}</Descriptions.Item>
            <Descriptions.Item label={T.manifest}>{current.trip.numero}</Descriptions.Item>
            <Descriptions.Item label={T.placa}>{current.trip.placa || NA}</Descriptions.Item>
            <Descriptions.Item label={T.origen}>{current.trip.origen || NA}</Descriptions.Item>
            <Descriptions.Item label={T.destino}>{current.trip.destino || NA}</Descriptions.Item>
            <Descriptions.Item label={T.ruta}>{current.trip.ruta || NA}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
