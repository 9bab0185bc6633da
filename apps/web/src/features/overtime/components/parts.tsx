/** The notes of the overtime screens. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The notes of SPEC 2 about overtime over lunch and at night. */
export function BreakNotes() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      icon={<InfoCircleOutlined />}
      className="app-gap"
      data-testid="ot-break-notes"
      title={
        <ul className="app-ot-notes">
          <li>{t('overtime.notes.lunch')}</li>
          <li>{t('overtime.notes.night')}</li>
        </ul>
      }
    />
  );
}
