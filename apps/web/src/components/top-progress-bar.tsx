import { useTranslation } from 'react-i18next';
import { useLoadingCount } from '../lib/loading/loading-provider';
import classes from './top-progress-bar.module.css';

/** The thin bar at the top of the window while the global loading counter is above zero. */
export function TopProgressBar() {
  const { t } = useTranslation();
  const count = useLoadingCount();
  const isLoading = count > 0;
  return (
    <div
      className={classes.bar}
      data-visible={isLoading || undefined}
      role="progressbar"
      aria-hidden={!isLoading}
      aria-label={t('LOADING')}
      data-testid="top-progress-bar"
    />
  );
}
