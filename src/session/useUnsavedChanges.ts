import { App } from 'antd';
import { useEffect } from 'react';
import { LEAVE_QUESTION, useLeaveBlocker } from './leaveGuard';

/**
 * While `active` (a form with changes not saved yet): reloading or closing the tab asks the
 * browser's own question, and leaving for another page of the app asks ours, in Portuguese, in
 * antd's modal (see useLeaveBlocker for what counts as leaving). Saving turns it off before the page
 * navigates away. Pages without antd use useUnsavedChangesDialog (leaveGuard.tsx).
 */
export function useUnsavedChanges(active: boolean) {
  const { modal } = App.useApp();
  const blocker = useLeaveBlocker(active);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: LEAVE_QUESTION.title,
      content: LEAVE_QUESTION.content,
      okText: LEAVE_QUESTION.okText,
      okButtonProps: { danger: true },
      cancelText: LEAVE_QUESTION.cancelText,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
}
