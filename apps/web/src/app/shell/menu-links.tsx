import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMenuEntry } from '@askhr/shared/access/access-table';
import { textOr } from '../../lib/i18n/i18n';
import { MENU_ICONS } from './menu-icons';
import classes from './shell.module.css';

interface TMenuLinksProps {
  entries: readonly TMenuEntry[];
  pathname: string;
  /** closes the mobile menu after a choice */
  onNavigate?(): void;
}

export function MenuLinks({ entries, pathname, onNavigate }: TMenuLinksProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {entries.map((entry) => {
        const EntryIcon = MENU_ICONS[entry.key];
        const isActive = entry.isActive(pathname);
        return (
          <NavLink
            key={entry.key}
            component={Link}
            to={entry.path}
            label={textOr(t, entry.label, entry.label)}
            leftSection={<EntryIcon size={19} stroke={1.7} />}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            className={classes.link}
          />
        );
      })}
    </Stack>
  );
}
