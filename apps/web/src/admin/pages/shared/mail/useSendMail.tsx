import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { SendMailDrawer } from './SendMailDrawer';
import type { MailDocumentRef } from './mailUi';

/**
 * "Send by e-mail" for a list page (issue 34): `mail.action(...)` is the row action,
 * `mail.open(ref, title)` opens the drawer from elsewhere (a detail panel, the statement modal),
 * and `mail.element` is the drawer to render once on the page.
 */
export function useSendMail() {
  const [target, setTarget] = useState<{ ref: MailDocumentRef; title: string } | null>(null);
  const open = (ref: MailDocumentRef, title: string) => setTarget({ ref, title });
  function action<Row>(
    kind: 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt',
    allowed: boolean,
    describe: (row: Row) => { id: string; title: string },
    hidden?: (row: Row) => boolean,
  ) {
    return {
      label: 'Send by e-mail',
      icon: <IconMail size={16} />,
      allowed,
      overflow: true,
      ...(hidden ? { hidden } : {}),
      onClick: (row: Row) => {
        const { id, title } = describe(row);
        open({ kind, documentId: id }, title);
      },
    };
  }
  const element = (
    <SendMailDrawer
      document={target?.ref ?? null}
      title={target?.title}
      onClose={() => setTarget(null)}
    />
  );
  return { action, open, element };
}
