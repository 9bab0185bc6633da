import { Link } from 'react-router';
import { HOME_PATH } from '../routes';

export function Logo({ collapsed = false, dark = false }: { collapsed?: boolean; dark?: boolean }) {
  return (
    <Link to={HOME_PATH} className={`app-logo${dark ? ' app-logo-dark' : ''}`} aria-label="Staffhub">
      <span className="app-logo-mark">S</span>
      {!collapsed && <span className="app-logo-text">Staffhub</span>}
    </Link>
  );
}
