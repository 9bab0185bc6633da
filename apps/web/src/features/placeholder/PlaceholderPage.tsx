import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/components/PageHeading';

/** An area that is not built yet: its title and an honest empty state, nothing pretend. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading />
      <Card>
        <Empty
          data-testid="not-available"
          description={
            <>
              <div>{t('common.notAvailable')}</div>
              <div className="app-muted">{t('common.notAvailableHint')}</div>
            </>
          }
        />
      </Card>
    </>
  );
}
