/** The assistant's face for the rest of the site (server code). */
export { assistantTopics, type AssistantTopic } from './dashboard'
