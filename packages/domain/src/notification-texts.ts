/**
 * What a notification says, in each language: its type's title and its message (`<TYPE>_<REQUEST_TYPE>`,
 * else `<TYPE>`, else `default`; `{{name}}` is who sent it). One catalogue for the bell (the web's
 * `notifications.typeTitle` / `.message`) and the e-mails sent beside it (issue #20).
 */
export const NOTIFICATION_LANGUAGES = ['en', 'ja', 'vi'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** The language of a person's e-mails: theirs if they chose one we write, else their company's country's. */
export function notificationLanguageOf(chosen: string | null, country: string): NotificationLanguage {
  if (chosen && (NOTIFICATION_LANGUAGES as readonly string[]).includes(chosen))
    return chosen as NotificationLanguage;
  if (country === 'VN') return 'vi';
  if (country === 'JP') return 'ja';
  return 'en';
}

/** Tries per e-mail before it is given up (its notice then shows in the bell). */
export const EMAIL_MAX_ATTEMPTS = 5;

/**
 * When a failed e-mail is tried again after its `attempts`-th try: 1, 2, 4, 8 minutes later; null
 * once the last try failed (given up).
 */
export function emailRetryDelayMs(attempts: number): number | null {
  return attempts >= EMAIL_MAX_ATTEMPTS ? null : 60_000 * 2 ** (attempts - 1);
}

const en = {
  typeTitle: {
    ADDITIONAL_TIMESHEET: 'Timesheet correction',
    OVERTIME_REQUEST: 'Overtime request',
    SABBATICAL_LEAVE_REQUEST: 'Leave request',
    REMOTE_WORKING_REQUEST: 'Remote work request',
    SHORT_LEAVE_REQUEST: 'Short leave',
    FORGOT_CHECKIN_CHECKOUT: 'Missing check-in or check-out',
    SUBMIT_TIMESHEET_REMINDER: 'Submit your timesheet',
    CHECKPOINT: 'Check-point',
    NEWS: 'News',
    DELEGATION: 'Delegation',
    default: 'Notification',
  },
  message: {
    ADDITIONAL_TIMESHEET_REQUEST: '{{name}} sent a timesheet correction for your approval.',
    ADDITIONAL_TIMESHEET_APPROVED: '{{name}} handled your timesheet correction.',
    OVERTIME_REQUEST_REQUEST: '{{name}} sent an overtime request for your approval.',
    OVERTIME_REQUEST_APPROVED: '{{name}} handled your overtime request.',
    SABBATICAL_LEAVE_REQUEST_REQUEST: '{{name}} sent a leave request for your approval.',
    SABBATICAL_LEAVE_REQUEST_APPROVED: '{{name}} handled your leave request.',
    REMOTE_WORKING_REQUEST_REQUEST: '{{name}} sent a remote work request for your approval.',
    REMOTE_WORKING_REQUEST_APPROVED: '{{name}} handled your remote work request.',
    SHORT_LEAVE_REQUEST_REQUEST: '{{name}} assigned you a short leave to confirm.',
    SHORT_LEAVE_REQUEST_APPROVED: '{{name}} handled your short leave.',
    FORGOT_CHECKIN_CHECKOUT: 'A check-in or check-out is missing from your timesheet.',
    SUBMIT_TIMESHEET_REMINDER: '{{name}} reminds you to submit your timesheet for the month.',
    CHECKPOINT_SELF_SENT: '{{name}} sent their self-assessment: your review is waiting.',
    CHECKPOINT_PM_SENT: '{{name}} sent the project manager’s assessment: your comment is waiting.',
    CHECKPOINT_DM_SENT: '{{name}} sent the department head’s comment: the interview is waiting.',
    CHECKPOINT_RESULT: 'Your check-point result is ready.',
    CHECKPOINT_CHANGE_REQUEST: '{{name}} asks to change their sent self-assessment.',
    CHECKPOINT_CHANGE_DECIDED: '{{name}} decided on your request to change your self-assessment.',
    CHECKPOINT_OPENED: 'A check-point period has opened: fill in your self-assessment.',
    NEWS_PUBLISHED: '{{name}} published news: open it to read.',
    DELEGATION_NAMED: '{{name}} named you their delegate: their approvals come to you while they are away.',
    DELEGATION_CANCELLED: '{{name}} cancelled their delegation to you.',
    ADDITIONAL_TIMESHEET_REMINDER:
      'A timesheet correction has been waiting for your approval for several working days.',
    ADDITIONAL_TIMESHEET_ESCALATED:
      'A timesheet correction waited too long on its approver and was escalated to you.',
    OVERTIME_REQUEST_REMINDER:
      'An overtime request has been waiting for your approval for several working days.',
    OVERTIME_REQUEST_ESCALATED:
      'An overtime request waited too long on its approver and was escalated to you.',
    SABBATICAL_LEAVE_REQUEST_REMINDER:
      'A leave request has been waiting for your approval for several working days.',
    SABBATICAL_LEAVE_REQUEST_ESCALATED:
      'A leave request waited too long on its approver and was escalated to you.',
    REMOTE_WORKING_REQUEST_REMINDER:
      'A remote work request has been waiting for your approval for several working days.',
    REMOTE_WORKING_REQUEST_ESCALATED:
      'A remote work request waited too long on its approver and was escalated to you.',
    SHORT_LEAVE_REQUEST_REMINDER: 'A short leave assigned to you has been waiting for several working days.',
    default: 'You have a new notification from {{name}}.',
  },
  email: {
    open: 'Open in Staffhub',
    system: 'Staffhub',
    footer:
      'You receive this e-mail because you chose e-mail for these notifications. Change it on your profile page.',
  },
};

/** The shape every language gives (English's keys). */
export type NotificationTexts = { [K in keyof typeof en]: { [T in keyof (typeof en)[K]]: string } };

const ja: NotificationTexts = {
  typeTitle: {
    ADDITIONAL_TIMESHEET: '打刻修正申請',
    OVERTIME_REQUEST: '残業申請',
    SABBATICAL_LEAVE_REQUEST: '休暇申請',
    REMOTE_WORKING_REQUEST: 'リモートワーク申請',
    SHORT_LEAVE_REQUEST: '遅刻・早退',
    FORGOT_CHECKIN_CHECKOUT: '打刻漏れ',
    SUBMIT_TIMESHEET_REMINDER: 'タイムシートの提出',
    CHECKPOINT: 'チェックポイント',
    NEWS: 'ニュース',
    DELEGATION: '代理承認',
    default: '通知',
  },
  message: {
    ADDITIONAL_TIMESHEET_REQUEST: '{{name}} さんから打刻修正申請の承認依頼が届きました。',
    ADDITIONAL_TIMESHEET_APPROVED: '{{name}} さんがあなたの打刻修正申請を処理しました。',
    OVERTIME_REQUEST_REQUEST: '{{name}} さんから残業申請の承認依頼が届きました。',
    OVERTIME_REQUEST_APPROVED: '{{name}} さんがあなたの残業申請を処理しました。',
    SABBATICAL_LEAVE_REQUEST_REQUEST: '{{name}} さんから休暇申請の承認依頼が届きました。',
    SABBATICAL_LEAVE_REQUEST_APPROVED: '{{name}} さんがあなたの休暇申請を処理しました。',
    REMOTE_WORKING_REQUEST_REQUEST: '{{name}} さんからリモートワーク申請の承認依頼が届きました。',
    REMOTE_WORKING_REQUEST_APPROVED: '{{name}} さんがあなたのリモートワーク申請を処理しました。',
    SHORT_LEAVE_REQUEST_REQUEST: '{{name}} さんから遅刻・早退の確認依頼が届きました。',
    SHORT_LEAVE_REQUEST_APPROVED: '{{name}} さんがあなたの遅刻・早退申請を処理しました。',
    FORGOT_CHECKIN_CHECKOUT: 'タイムシートに出勤または退勤の打刻漏れがあります。',
    SUBMIT_TIMESHEET_REMINDER: '{{name}} さんから、月のタイムシート提出のお知らせです。',
    CHECKPOINT_SELF_SENT: '{{name}}さんが自己評価を送信しました。評価をお願いします。',
    CHECKPOINT_PM_SENT: '{{name}}さんがPM評価を送信しました。コメントをお願いします。',
    CHECKPOINT_DM_SENT: '{{name}}さんが部門長コメントを送信しました。面談をお願いします。',
    CHECKPOINT_RESULT: 'チェックポイントの結果が確定しました。',
    CHECKPOINT_CHANGE_REQUEST: '{{name}}さんが送信済みの自己評価の変更を申請しました。',
    CHECKPOINT_CHANGE_DECIDED: '{{name}}さんが自己評価の変更申請を処理しました。',
    CHECKPOINT_OPENED: 'チェックポイント期間が始まりました。自己評価を入力してください。',
    NEWS_PUBLISHED: '{{name}} さんがニュースを公開しました。開いて読んでください。',
    DELEGATION_NAMED: '{{name}}さんがあなたを代理人に指定しました。不在期間中の承認があなたに回ります。',
    DELEGATION_CANCELLED: '{{name}}さんがあなたへの代理を取り消しました。',
    ADDITIONAL_TIMESHEET_REMINDER: '勤怠修正申請が数営業日、あなたの承認を待っています。',
    ADDITIONAL_TIMESHEET_ESCALATED:
      '承認者のもとで長く止まっていた勤怠修正申請が、あなたにエスカレーションされました。',
    OVERTIME_REQUEST_REMINDER: '残業申請が数営業日、あなたの承認を待っています。',
    OVERTIME_REQUEST_ESCALATED:
      '承認者のもとで長く止まっていた残業申請が、あなたにエスカレーションされました。',
    SABBATICAL_LEAVE_REQUEST_REMINDER: '休暇申請が数営業日、あなたの承認を待っています。',
    SABBATICAL_LEAVE_REQUEST_ESCALATED:
      '承認者のもとで長く止まっていた休暇申請が、あなたにエスカレーションされました。',
    REMOTE_WORKING_REQUEST_REMINDER: 'リモートワーク申請が数営業日、あなたの承認を待っています。',
    REMOTE_WORKING_REQUEST_ESCALATED:
      '承認者のもとで長く止まっていたリモートワーク申請が、あなたにエスカレーションされました。',
    SHORT_LEAVE_REQUEST_REMINDER: 'あなたに割り当てられた遅刻・早退の申請が数営業日、確認を待っています。',
    default: '{{name}} さんから新しい通知があります。',
  },
  email: {
    open: 'Staffhub で開く',
    system: 'Staffhub',
    footer:
      'この通知をメールで受け取る設定になっているため、このメールをお送りしています。設定はプロフィール画面で変更できます。',
  },
};

const vi: NotificationTexts = {
  typeTitle: {
    ADDITIONAL_TIMESHEET: 'Bổ sung chấm công',
    OVERTIME_REQUEST: 'Yêu cầu làm thêm giờ',
    SABBATICAL_LEAVE_REQUEST: 'Đơn nghỉ phép',
    REMOTE_WORKING_REQUEST: 'Yêu cầu làm việc từ xa',
    SHORT_LEAVE_REQUEST: 'Đi muộn / về sớm',
    FORGOT_CHECKIN_CHECKOUT: 'Thiếu chấm công vào hoặc ra',
    SUBMIT_TIMESHEET_REMINDER: 'Nộp bảng chấm công',
    CHECKPOINT: 'Check-point',
    NEWS: 'Tin tức',
    DELEGATION: 'Ủy quyền',
    default: 'Thông báo',
  },
  message: {
    ADDITIONAL_TIMESHEET_REQUEST: '{{name}} đã gửi yêu cầu bổ sung chấm công chờ bạn duyệt.',
    ADDITIONAL_TIMESHEET_APPROVED: '{{name}} đã xử lý yêu cầu bổ sung chấm công của bạn.',
    OVERTIME_REQUEST_REQUEST: '{{name}} đã gửi yêu cầu làm thêm giờ chờ bạn duyệt.',
    OVERTIME_REQUEST_APPROVED: '{{name}} đã xử lý yêu cầu làm thêm giờ của bạn.',
    SABBATICAL_LEAVE_REQUEST_REQUEST: '{{name}} đã gửi đơn nghỉ phép chờ bạn duyệt.',
    SABBATICAL_LEAVE_REQUEST_APPROVED: '{{name}} đã xử lý đơn nghỉ phép của bạn.',
    REMOTE_WORKING_REQUEST_REQUEST: '{{name}} đã gửi yêu cầu làm việc từ xa chờ bạn duyệt.',
    REMOTE_WORKING_REQUEST_APPROVED: '{{name}} đã xử lý yêu cầu làm việc từ xa của bạn.',
    SHORT_LEAVE_REQUEST_REQUEST: '{{name}} đã giao cho bạn một đơn đi muộn / về sớm cần xác nhận.',
    SHORT_LEAVE_REQUEST_APPROVED: '{{name}} đã xử lý đơn đi muộn / về sớm của bạn.',
    FORGOT_CHECKIN_CHECKOUT: 'Bảng chấm công của bạn đang thiếu giờ vào hoặc giờ ra.',
    SUBMIT_TIMESHEET_REMINDER: '{{name}} nhắc bạn nộp bảng chấm công của tháng.',
    CHECKPOINT_SELF_SENT: '{{name}} đã gửi bản tự đánh giá: đang chờ bạn đánh giá.',
    CHECKPOINT_PM_SENT: '{{name}} đã gửi đánh giá của quản lý dự án: đang chờ nhận xét của bạn.',
    CHECKPOINT_DM_SENT: '{{name}} đã gửi nhận xét của trưởng bộ phận: đang chờ phỏng vấn.',
    CHECKPOINT_RESULT: 'Kết quả check-point của bạn đã sẵn sàng.',
    CHECKPOINT_CHANGE_REQUEST: '{{name}} yêu cầu sửa bản tự đánh giá đã gửi.',
    CHECKPOINT_CHANGE_DECIDED: '{{name}} đã xử lý yêu cầu sửa bản tự đánh giá của bạn.',
    CHECKPOINT_OPENED: 'Kỳ check-point đã mở: hãy điền bản tự đánh giá của bạn.',
    NEWS_PUBLISHED: '{{name}} đã đăng tin tức mới: mở để đọc.',
    DELEGATION_NAMED: '{{name}} đã ủy quyền cho bạn: các phê duyệt của họ sẽ chuyển đến bạn khi họ vắng mặt.',
    DELEGATION_CANCELLED: '{{name}} đã hủy ủy quyền cho bạn.',
    ADDITIONAL_TIMESHEET_REMINDER: 'Một yêu cầu bổ sung chấm công đã chờ bạn phê duyệt nhiều ngày làm việc.',
    ADDITIONAL_TIMESHEET_ESCALATED:
      'Một yêu cầu bổ sung chấm công chờ người duyệt quá lâu và đã được chuyển lên bạn.',
    OVERTIME_REQUEST_REMINDER: 'Một yêu cầu làm thêm giờ đã chờ bạn phê duyệt nhiều ngày làm việc.',
    OVERTIME_REQUEST_ESCALATED: 'Một yêu cầu làm thêm giờ chờ người duyệt quá lâu và đã được chuyển lên bạn.',
    SABBATICAL_LEAVE_REQUEST_REMINDER: 'Một đơn nghỉ phép đã chờ bạn phê duyệt nhiều ngày làm việc.',
    SABBATICAL_LEAVE_REQUEST_ESCALATED:
      'Một đơn nghỉ phép chờ người duyệt quá lâu và đã được chuyển lên bạn.',
    REMOTE_WORKING_REQUEST_REMINDER: 'Một yêu cầu làm việc từ xa đã chờ bạn phê duyệt nhiều ngày làm việc.',
    REMOTE_WORKING_REQUEST_ESCALATED:
      'Một yêu cầu làm việc từ xa chờ người duyệt quá lâu và đã được chuyển lên bạn.',
    SHORT_LEAVE_REQUEST_REMINDER: 'Một đơn đi muộn/về sớm giao cho bạn đã chờ nhiều ngày làm việc.',
    default: 'Bạn có thông báo mới từ {{name}}.',
  },
  email: {
    open: 'Mở trong Staffhub',
    system: 'Staffhub',
    footer:
      'Bạn nhận e-mail này vì đã chọn nhận các thông báo này qua e-mail. Bạn có thể thay đổi trong trang hồ sơ.',
  },
};

export const NOTIFICATION_TEXTS: Record<NotificationLanguage, NotificationTexts> = { en, ja, vi };
