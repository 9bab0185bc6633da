/**
 * The project's members in a drawer: the PM and the top (from the project's own fields, shown
 * read-only) and the members list, edited as a whole (employee, position, type, dates within the
 * project, default effort) and saved in one go; the server replaces the stored list.
 */
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { PROJECT_LIMITS } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Col, Drawer, Form, InputNumber, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import {
  projectLabelKey,
  saveMembers,
  useInvalidateProjects,
  useProjectCreateData,
  useProjectMembers,
} from '../../../api/projects';
import { optionalItemProps } from '../../../lib/formItems';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { formatPeriod } from '../format';
import { applyApiErrors, pathRule } from '../formErrors';
import { memberTypeOptions, personOptions, positionOptions, withCurrent } from '../labels';
import { type MembersFormValues, membersErrors, membersValues, NEW_MEMBER, toMembersInput } from '../members';
import { PersonCell, ProjectDatePicker, projectDateItemProps } from './parts';

export function MembersDrawer({
  projectId,
  project,
  open,
  canManage,
  onClose,
}: {
  projectId: number;
  project: { start_date: string | null; end_date: string | null };
  open: boolean;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MembersFormValues>();
  const members = useProjectMembers(projectId, open);
  const data = useProjectCreateData({ optional: true });
  const invalidate = useInvalidateProjects();
  const filledAt = useRef<number>(0);
  const leads = (members.data?.members ?? []).filter((m) => m.role !== 'MEMBER');
  const people = withCurrent(
    personOptions(data.data?.employees),
    (members.data?.members ?? []).map((m) => ({ id: m.employee_id, name: m.name })),
  );
  const label = (field: string) => t(projectLabelKey(field));
  const errorsOf = (values: MembersFormValues) => membersErrors(values, project);
  const rule = (field: string) => pathRule<MembersFormValues>(field, errorsOf);

  // Filled from the stored list each time the drawer opens on fresh data (not while typing).
  useEffect(() => {
    if (!open || !members.data || filledAt.current === members.dataUpdatedAt) return;
    filledAt.current = members.dataUpdatedAt;
    form.resetFields();
    form.setFieldsValue(membersValues(members.data.members));
  }, [open, members.data, members.dataUpdatedAt, form]);

  const save = useMutation({
    mutationFn: (values: MembersFormValues) => saveMembers(projectId, toMembersInput(values).members, form),
    onSuccess: () => {
      showSuccess(t('projects.members.saved'));
      filledAt.current = 0;
      void invalidate();
      onClose();
    },
    onError: (error) => applyApiErrors(form, error),
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={t('projects.members.title')}
      data-testid="project-members"
      footer={
        // Saving replaces the whole list: only once the stored list has loaded.
        canManage && members.isSuccess ? (
          <Space wrap className="app-drawer-footer">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={() => form.submit()}
              data-testid="project-members-save"
            >
              {t('common.save')}
            </Button>
          </Space>
        ) : undefined
      }
    >
      {members.isError ? (
        <LoadFailedAlert query={members} />
      ) : members.isPending ? (
        <div className="app-center-spin">
          <Spin />
        </div>
      ) : (
        <>
          <ul className="app-project-leads">
            {leads.map((m) => (
              <li key={`${m.role}-${m.employee_id}`}>
                <Tag color={m.role === 'PM' ? 'blue' : 'gold'}>{t(`projects.members.role.${m.role}`)}</Tag>
                <PersonCell person={m} />
                {m.resigned && <Tag>{t('projects.members.resigned')}</Tag>}
              </li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary">{t('projects.members.leadsHint')}</Typography.Paragraph>
          <Form<MembersFormValues>
            form={form}
            layout="vertical"
            disabled={!canManage || save.isPending}
            onFinish={(values) => save.mutate(values)}
            scrollToFirstError
          >
            <Form.List name="members">
              {(fields, { add, remove }) => (
                <>
                  {fields.length === 0 && (
                    <Typography.Paragraph type="secondary">{t('projects.members.none')}</Typography.Paragraph>
                  )}
                  {fields.map((item) => {
                    const stored = members.data?.members.find(
                      (m) =>
                        m.role === 'MEMBER' &&
                        m.employee_id === form.getFieldValue(['members', item.name, 'employee_id']),
                    );
                    return (
                      <div
                        key={item.key}
                        className="app-project-member"
                        data-testid={`project-member-${item.name}`}
                      >
                        <Row gutter={12}>
                          <Col xs={24} md={12}>
                            <Form.Item
                              name={[item.name, 'employee_id']}
                              label={label('members.0.employee_id')}
                              required
                              rules={[rule(`members.${item.name}.employee_id`)]}
                              {...optionalItemProps}
                            >
                              <Select
                                options={people}
                                placeholder={t('projects.form.choose')}
                                loading={data.isPending}
                                showSearch={{ optionFilterProp: 'label' }}
                                virtual={false}
                                data-testid={`project-member-${item.name}-employee`}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={6}>
                            <Form.Item
                              name={[item.name, 'position']}
                              label={label('members.0.position')}
                              required
                              rules={[rule(`members.${item.name}.position`)]}
                              {...optionalItemProps}
                            >
                              <Select
                                options={positionOptions(t)}
                                data-testid={`project-member-${item.name}-position`}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={6}>
                            <Form.Item
                              name={[item.name, 'type']}
                              label={label('members.0.type')}
                              required
                              rules={[rule(`members.${item.name}.type`)]}
                              {...optionalItemProps}
                            >
                              <Select
                                options={memberTypeOptions(t)}
                                data-testid={`project-member-${item.name}-type`}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={8}>
                            <Form.Item
                              name={[item.name, 'start_date']}
                              label={label('members.0.start_date')}
                              rules={[rule(`members.${item.name}.start_date`)]}
                              dependencies={[['members', item.name, 'end_date']]}
                              {...projectDateItemProps}
                            >
                              <ProjectDatePicker data-testid={`project-member-${item.name}-start`} />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={8}>
                            <Form.Item
                              name={[item.name, 'end_date']}
                              label={label('members.0.end_date')}
                              rules={[rule(`members.${item.name}.end_date`)]}
                              dependencies={[['members', item.name, 'start_date']]}
                              {...projectDateItemProps}
                            >
                              <ProjectDatePicker data-testid={`project-member-${item.name}-end`} />
                            </Form.Item>
                          </Col>
                          <Col xs={18} md={6}>
                            <Form.Item
                              name={[item.name, 'effort_default']}
                              label={label('members.0.effort_default')}
                              rules={[rule(`members.${item.name}.effort_default`)]}
                            >
                              <InputNumber
                                min={0}
                                max={100}
                                precision={0}
                                suffix="%"
                                placeholder="100"
                                className="app-full-width"
                                data-testid={`project-member-${item.name}-effort`}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={6} md={2} className="app-project-row-remove">
                            <Button
                              danger
                              icon={<DeleteOutlined />}
                              onClick={() => remove(item.name)}
                              aria-label={t('projects.members.remove', { n: item.name + 1 })}
                            />
                          </Col>
                        </Row>
                        {stored?.resigned && (
                          <Tag className="app-project-member-note">{t('projects.members.resigned')}</Tag>
                        )}
                      </div>
                    );
                  })}
                  {canManage && (
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ ...NEW_MEMBER })}
                      disabled={fields.length >= PROJECT_LIMITS.members}
                      data-testid="project-member-add"
                    >
                      {t('projects.members.add')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </Form>
          <Typography.Paragraph type="secondary" className="app-gap-top">
            {t('projects.members.datesHint', { period: formatPeriod(project.start_date, project.end_date) })}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
