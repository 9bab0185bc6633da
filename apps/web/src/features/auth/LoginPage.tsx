import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../api/feedback';
import { queryClient } from '../../api/queryClient';
import { takeCallback } from '../../app/callback';
import { HOME_PATH } from '../../app/routes';
import { appTranslator } from '../../i18n';
import { LoginForm } from '../../login/LoginForm';

/**
 * /login inside the running app (after logout or an ended session): the same sign-in card as the
 * signed-out first load (login/boot.tsx), in the app's guest layout.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoginForm
      tr={appTranslator}
      onSignedIn={() => {
        // A different person may sign in on this browser: never reuse the previous one's cache.
        queryClient.clear();
        showSuccess(t('auth.signedIn'));
        navigate(takeCallback() ?? HOME_PATH, { replace: true });
      }}
    />
  );
}
