import { Link } from 'react-router';
import { HOME_PATH } from '../routes';

export function Logo({ collapsed = false, dark = false }: { collapsed?: boolean; dark?: boolean }) {
  return (
    // The mark is decoration: the name is the link's text, or its label when only the mark shows.
    <Link
      to={HOME_PATH}
      className={`app-logo${dark ? ' app-logo-dark' : ''}`}
      aria-label={collapsed ? 'Staffhub' : undefined}
    >
      <span className="app-logo-mark" aria-hidden>
        S
      </span>
      {!collapsed && <span className="app-logo-text">Staffhub</span>}
    </Link>
  );
}
