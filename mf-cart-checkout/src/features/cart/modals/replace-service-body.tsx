import { is } from 'superstruct';
import { ReplaceServiceProps, type ReplaceServiceChoice } from '@labshop/shared-contracts/core';
import { Button, type ModalBodyProps, modalChoice } from '@labshop/shared-contracts/web/ui';

export const REPLACE_SERVICE_TEXTS = {
  title: 'This package includes a test already in your cart',
  replace: 'Replace with the package',
  keepBoth: 'Keep both',
} as const;

function testsText(props: ReplaceServiceProps): string {
  const who = props.patientName ? ` for ${props.patientName}` : '';
  const count = props.tests.length === 1 ? 'this test, which is' : 'these tests, which are';
  return `${props.package.name} includes ${count} already in your cart${who}:`;
}

/**
 * replaceServiceModal: the buyer adds a package that includes single tests already in the cart for the same
 * patient. Replacing drops those tests for the package (paying for them twice helps no one); keeping both adds
 * the package beside them. Escape or the close button adds nothing.
 */
export function ReplaceServiceBody({ props, confirm, cancel }: ModalBodyProps) {
  if (!is(props, ReplaceServiceProps)) {
    return (
      <div className={modalChoice.body}>
        <p>The package could not be compared with your cart. Please try adding it again.</p>
        <div className={modalChoice.actions}>
          <Button size="modal" onClick={cancel}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  const choose = (choice: ReplaceServiceChoice['choice']) => () => confirm({ choice } satisfies ReplaceServiceChoice);
  return (
    <div className={modalChoice.body}>
      <p>{testsText(props)}</p>
      <ul className={modalChoice.list}>
        {props.tests.map((test) => (
          <li key={test.id}>{test.name}</li>
        ))}
      </ul>
      <p>Replace {props.tests.length === 1 ? 'it' : 'them'} with the package, or keep both in your cart?</p>
      <div className={modalChoice.actions}>
        <Button theme="outline" size="modal" onClick={choose('keep-both')}>
          {REPLACE_SERVICE_TEXTS.keepBoth}
        </Button>
        <Button size="modal" onClick={choose('replace')}>
          {REPLACE_SERVICE_TEXTS.replace}
        </Button>
      </div>
    </div>
  );
}
