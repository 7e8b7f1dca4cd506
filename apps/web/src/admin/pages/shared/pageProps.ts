/** What every admin page view receives from the page route (see registry.ts). */
export interface AdminPageProps {
  /** The page name shown in the title row (the menu label). */
  title: string;
}
