import { useFeatures } from '../../../features/tenancy/api/get-features';

/** The feature flags the knowledge-base screens react to. */
export function useKnowledgeFeatures() {
  const features = useFeatures().data ?? [];
  const isOn = (name: string) => features.some((feature) => feature.name === name && feature.active);
  return {
    hasRoleFeatures: isOn('PeopleManagerRoleSupport') && isOn('TeamMemberRoleSupport'),
    hasAiAssistant: isOn('AIAnswerAssistant'),
  };
}
