import { ProjectDisabledCard } from '../components/ProjectDisabledCard';
import { TenantNotFound } from '../components/TenantNotFound';

/**
 * What an unknown shop's address, or a deactivated shop's, shows instead of the public site: the
 * spec's Not Found view or Project Disabled card, as its back-office does. Its own chunk, loaded
 * only on such an address, so the public pages' budget does not carry it.
 */
export default function SiteClosedNotice({ status }: { status: 'not-found' | 'disabled' }) {
  return (
    <main id="main" style={{ minHeight: '100vh' }}>
      {status === 'not-found' ? <TenantNotFound /> : <ProjectDisabledCard />}
    </main>
  );
}
