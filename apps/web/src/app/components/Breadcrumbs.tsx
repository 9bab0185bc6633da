import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { breadcrumbChain, HOME_PATH, HOME_TITLE_KEY, isStaticPath } from '../routes';
import { useRouteMeta } from '../useRouteMeta';

/** Home > parents > current, from the route table's metadata (SPEC 2). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const chain = meta ? breadcrumbChain(meta.id) : [];
  const items = [
    {
      key: 'home',
      title: (
        <Link to={HOME_PATH}>
          <HomeOutlined /> {t(HOME_TITLE_KEY)}
        </Link>
      ),
    },
    ...chain.map((route, index) => {
      const isLast = index === chain.length - 1;
      const label = t(route.titleKey);
      return {
        key: route.id,
        title: !isLast && isStaticPath(route.path) ? <Link to={route.path}>{label}</Link> : label,
      };
    }),
  ];
  return <Breadcrumb className="app-breadcrumb" items={items} />;
}
