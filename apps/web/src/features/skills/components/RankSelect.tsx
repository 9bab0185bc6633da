/** A rank Select: 0 to 5, each option with what SPEC 9 says it means ("4 – 3–5 years (middle / senior)"). */
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { rankOptions } from '../sheet';
import { useTranslator } from '../useTranslator';

type Props = Omit<SelectProps<number>, 'options'>;

export function RankSelect(props: Props) {
  const tr = useTranslator();
  const options = useMemo(() => rankOptions(tr), [tr]);
  return <Select<number> options={options} popupMatchSelectWidth={false} {...props} />;
}
