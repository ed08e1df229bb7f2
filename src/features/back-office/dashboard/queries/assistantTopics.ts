export { assistantTopics, type AssistantTopic } from '@/features/assistant'
