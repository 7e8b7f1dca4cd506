import type { AdminPageProps } from '../shared/pageProps';
import { NotesPage } from './NotesPage';

/** Credit Notes (issue 16; CGST Act s.34(1)): the shared notes page for credit notes. */
export default function CreditNotesPage(props: AdminPageProps) {
  return <NotesPage kind="credit" {...props} />;
}
