/**
 * The "E-way bill" block of the invoice detail panel (issue 17): for goods above ₹50,000 the
 * portal's bulk JSON (export flag) and Record e-way bill (edit flag); once recorded, its number,
 * date and validity.
 */
import { Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { EdocCard, EdocFact, EdocFacts } from '../billing/EdocCard';
import {
  EDOC_MESSAGES,
  edocFileName,
  EWAY_BILL_LIMIT_TEXT,
  portalDateTimeLabel,
  showsEwayBill,
  type EwayBillView,
} from '../billing/edocs';
import { EdocActions } from '../billing/EdocActions';
import type { AnswerSender } from '../billing/RecordIrnModal';
import { useJsonDownload } from '../billing/useJsonDownload';
import { RecordEwayBillModal } from './RecordEwayBillModal';

export interface EwayBillBlockProps {
  number: string;
  total: string;
  ewayBill: EwayBillView | null;
  cancelled: boolean;
  canExport: boolean;
  canEdit: boolean;
  fetchJson: () => Promise<unknown>;
  record: AnswerSender;
}

export function EwayBillBlock(props: EwayBillBlockProps) {
  const [recording, setRecording] = useState(false);
  const json = useJsonDownload({
    fetchJson: props.fetchJson,
    fileName: edocFileName(props.number, 'ewaybill'),
    messages: {
      downloaded: EDOC_MESSAGES.ewayBillDownloaded,
      failed: EDOC_MESSAGES.ewayBillFailed,
      refused: EDOC_MESSAGES.ewayBillRefused,
    },
  });
  const { ewayBill } = props;
  if (!showsEwayBill(props)) return null;

  if (ewayBill) {
    return (
      <EdocCard title="E-way bill" status="Recorded" statusColor="green" testId="eway-bill-block">
        <EdocFact label="E-way bill number" mono>
          {ewayBill.number}
        </EdocFact>
        <EdocFacts>
          <EdocFact label="Date">{portalDateTimeLabel(ewayBill.date)}</EdocFact>
          <EdocFact label="Valid till">{portalDateTimeLabel(ewayBill.validTill)}</EdocFact>
        </EdocFacts>
      </EdocCard>
    );
  }

  return (
    <EdocCard title="E-way bill" status="Needed" statusColor="orange" testId="eway-bill-block">
      <Text size="xs" c="dimmed">
        Goods {EWAY_BILL_LIMIT_TEXT} move under an e-way bill. Upload the JSON on ewaybillgst.gov.in
        (bulk generation), then record the number it gives.
      </Text>
      <EdocActions
        canExport={props.canExport}
        canEdit={props.canEdit}
        json={json}
        downloadLabel="Download e-way bill JSON"
        recordLabel="Record e-way bill"
        recordIcon={<IconTruckDelivery size={14} />}
        onRecord={() => setRecording(true)}
      />
      {props.canEdit ? (
        <RecordEwayBillModal
          opened={recording}
          number={props.number}
          onClose={() => setRecording(false)}
          send={props.record}
        />
      ) : null}
    </EdocCard>
  );
}
