/**
 * Ant Design's month picker, open, for MonthSwitcher: a module of its own so the picker's code loads
 * when someone first asks for it, not with the screen.
 */
import { DATE_MAX, DATE_MIN } from '@staffhub/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A month as the API and the address bar carry it. */
const WIRE_MONTH = 'YYYY-MM';

export default function MonthPickerPopup({
  month,
  display,
  ariaLabel,
  onChange,
  onClose,
}: {
  month: string;
  display: string;
  ariaLabel: string;
  onChange: (month: string) => void;
  onClose: () => void;
}) {
  return (
    <DatePicker
      picker="month"
      open
      autoFocus
      format={display}
      allowClear={false}
      aria-label={ariaLabel}
      value={dayjs(`${month}-01`)}
      minDate={dayjs(DATE_MIN)}
      maxDate={dayjs(DATE_MAX)}
      onChange={(value) => {
        if (value) onChange(value.format(WIRE_MONTH));
        onClose();
      }}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    />
  );
}
