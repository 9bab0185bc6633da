/**
 * Small pieces shared by the correction screens: status tags, the approver table, the
 * notices of the forms and the evidence thumbnails (read with the session cookie).
 */
import { FileImageOutlined, WarningOutlined } from '@ant-design/icons';
import type { CorrectionCreateData, CorrectionItem } from '@staffhub/domain';
import { Alert, Button, Image, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEvidenceImage } from '../../../api/corrections';
import { type EntryStatusKey, entryStatusKey, evidenceSlots, requestStatusKey } from '../rules';

const COLORS: Record<EntryStatusKey, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  offer: 'blue',
};

/** The request's confirmation status (1 pending, 2 approved, 3 rejected). */
export function CorrectionStatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const key = requestStatusKey(status);
  return (
    <Tag color={COLORS[key]} className="app-status-tag" data-testid={testId} data-status={status}>
      {t(`corrections.status.${key}`)}
    </Tag>
  );
}

/** An approver entry's status: 4 (waiting again) reads as pending, 5 as "Offer". */
export function EntryStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = entryStatusKey(status);
  return (
    <Tag color={COLORS[key]} className="app-status-tag" data-status={status}>
      {t(`corrections.status.${key}`)}
    </Tag>
  );
}

/** Nobody to send a correction to: no manager or no administrator. */
export const noApprover = (data: CorrectionCreateData | undefined) =>
  data ? data.managers.length === 0 || data.admins.length === 0 : false;

/** Why a new correction cannot be sent: one is still unapproved (SPEC 5), or nobody could decide. */
export function CreateNotices({ data }: { data: CorrectionCreateData | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {data?.has_unapproved && (
        <Alert
          type="warning"
          showIcon
          className="app-gap"
          data-testid="correction-has-unapproved"
          title={t('corrections.form.hasUnapproved')}
          action={
            <Link to="/additional-timesheet">
              <Button size="small">{t('corrections.form.openList')}</Button>
            </Link>
          }
        />
      )}
      {noApprover(data) && (
        <Alert
          type="error"
          showIcon
          className="app-gap"
          data-testid="correction-no-approver"
          title={t('corrections.form.noApproverTitle')}
          description={t('corrections.form.noApprover')}
        />
      )}
    </>
  );
}

/** SPEC 8: the notice of a request with fewer than two approvers. */
export function LacksApproversNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      className="app-gap"
      data-testid="correction-lacks-approvers"
      title={t('corrections.lacksApprovers')}
    />
  );
}

const THUMB = 112;
const boxStyle = {
  width: THUMB,
  height: THUMB,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid rgba(5, 5, 5, 0.12)',
  borderRadius: 8,
  textAlign: 'center' as const,
  padding: 4,
};

/** One evidence thumbnail; click to enlarge (antd preview on the object URL). */
export function EvidenceThumb({ url, index }: { url: string; index: number }) {
  const { t } = useTranslation();
  const image = useEvidenceImage(url);
  const alt = t('corrections.detail.evidenceAlt', { n: index });
  if (image.src) {
    return (
      <Image
        src={image.src}
        alt={alt}
        width={THUMB}
        height={THUMB}
        style={{
          objectFit: 'contain',
          borderRadius: 8,
          background: '#f5f5f5',
          border: '1px solid rgba(5, 5, 5, 0.06)',
        }}
        data-testid={`correction-evidence-${index}`}
      />
    );
  }
  if (image.error) {
    return (
      <div style={boxStyle} data-testid={`correction-evidence-${index}`} role="img" aria-label={alt}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <FileImageOutlined /> {t('corrections.detail.evidenceFailed')}
        </Typography.Text>
      </div>
    );
  }
  return (
    <div style={boxStyle} role="img" aria-busy="true" aria-label={alt}>
      <Spin size="small" />
    </div>
  );
}

/** The request's evidence images (at most two), as thumbnails of one preview group. */
export function EvidenceGallery({ item }: { item: CorrectionItem }) {
  const { t } = useTranslation();
  const slots = evidenceSlots(item);
  if (slots.length === 0)
    return <Typography.Text type="secondary">{t('corrections.detail.noEvidence')}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space size={12} wrap data-testid="correction-evidence">
        {slots.map(({ slot, url }, i) => (
          <EvidenceThumb key={slot} url={url} index={i + 1} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
