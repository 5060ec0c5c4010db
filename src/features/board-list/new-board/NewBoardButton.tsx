import { useState } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { lazyModule } from '@/lib/lazy-module';
import { t } from '@/lib/i18n/translate';

// The form and its mutation are fetched when the dialog first opens: not on the first load.
const form = lazyModule(() => import('./NewBoardForm'));

/** "New board": a small dialog (name, icon) that creates the board and opens it. */
export function NewBoardButton() {
  const [open, setOpen] = useState(false);
  const loaded = form.useModule(open);
  return (
    <>
      <Button
        variant="primary"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void form.preload()}
      >
        {t('boards.new', 'New board')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('boards.new.title', 'New board')}>
        {open && loaded ? <loaded.NewBoardForm onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
