import { Radio, Space } from 'antd';
import { useId, type ReactNode } from 'react';

interface HeaderChoiceProps<T extends string> {
  /** What is chosen (the group's accessible name). */
  label: string;
  choices: readonly T[];
  value: T;
  labelOf: (choice: T) => ReactNode;
  onChoose: (choice: T) => void;
}

/**
 * A setting of the header (the language, the theme) as a row of small buttons. Buttons rather than
 * a select: antd's Select would add its virtual list to every page's first download.
 */
export function HeaderChoice<T extends string>({ label, choices, value, labelOf, onChoose }: HeaderChoiceProps<T>) {
  const labelId = useId();
  return (
    <Space role="group" aria-labelledby={labelId}>
      <span id={labelId}>{label}</span>
      <Radio.Group
        optionType="button"
        size="small"
        value={value}
        options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          if (chosen !== undefined) onChoose(chosen);
        }}
      />
    </Space>
  );
}
