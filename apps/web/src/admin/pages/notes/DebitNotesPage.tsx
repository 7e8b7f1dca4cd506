import type { AdminPageProps } from '../shared/pageProps';
import { NotesPage } from './NotesPage';

/** Debit Notes (issue 16; CGST Act s.34(3)): the shared notes page for debit notes. */
export default function DebitNotesPage(props: AdminPageProps) {
  return <NotesPage kind="debit" {...props} />;
}
