-- Every membership and content event of a tribe has its own entry in the tribe's log: its creation,
-- pictures changed, joins (open, by invitation, asked), leaving, ads sent, published and withdrawn.
alter table tribe_moderation_log drop constraint tribe_moderation_log_action_check;
alter table tribe_moderation_log add constraint tribe_moderation_log_action_check check (action in (
  'approve_member', 'reject_member', 'ban_member', 'unban_member', 'remove_member', 'promote_member',
  'demote_member', 'transfer_ownership', 'approve_ad', 'reject_ad', 'remove_ad', 'pin_ad', 'unpin_ad',
  'create_invitation', 'revoke_invitation', 'update_tribe', 'create_tribe', 'update_images', 'join',
  'join_invitation', 'request_join', 'leave', 'submit_ad', 'publish_ad', 'withdraw_ad'));
