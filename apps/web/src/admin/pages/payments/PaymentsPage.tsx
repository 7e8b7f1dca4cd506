import PlaceholderPage from '../PlaceholderPage';
import type { AdminPageProps } from '../registry';

/** Scaffold: replaced by the real page (issue 16, in progress). */
export default function Page(props: AdminPageProps) {
  return <PlaceholderPage {...props} />;
}
