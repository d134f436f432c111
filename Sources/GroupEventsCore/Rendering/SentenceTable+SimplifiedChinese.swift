extension SentenceTable {
    /// Simplified Chinese, with one term per concept throughout (vendor field labels included):
    ///
    /// | concept | term |
    /// |---|---|
    /// | the group, on its own | 群组 (群 only inside the fixed terms below) |
    /// | owner, admin, regular member, member | 群主, 管理员, 普通成员, 成员 |
    /// | a person the record does not name | 某人 |
    /// | role | 角色 |
    /// | join the group; a request to join; an invitation to join | 加入群组; 入群申请; 入群邀请 |
    /// | how requests to join / invitations are handled | 申请入群方式 / 邀请入群方式 |
    /// | open to anyone, approval needed, closed | 自由加入, 需要审批, 禁止 |
    /// | approve, reject (a request); accept, decline (an invitation) | 同意, 拒绝; 接受, 拒绝 |
    /// | remove from the group; leave it | 移出群组; 退出群组 |
    /// | mute, unmute; group-wide mute | 禁言, 解除禁言; 全员禁言 |
    /// | ban, unban (live-streaming groups) | 封禁, 解除封禁 |
    /// | name, notice (announcement), introduction, avatar, profile | 群名称, 群公告, 群简介, 群头像, 群资料 |
    /// | change (a field) to; clear it | 将…修改为; 清空 |
    /// | a custom notice; a notification | 群通知; 通知 |
    /// | topic; pinned message | 话题; 置顶消息 |
    ///
    /// Names are set off by spaces from the words around them; Chinese punctuation (，、；：“”).
    public static let simplifiedChinese = SentenceTable(
        languageTag: "zh-Hans",
        capitalizesSentences: false,
        listSeparator: "、",
        listFinalSeparator: "、",
        changeSeparator: "，",
        changeFinalSeparator: "，",
        clauseSeparator: "；",
        someone: "某人",
        groupCreated: "{actor} 创建了群组",
        groupCreatedWithMembers: "{actor} 创建了群组，成员：{members}",
        groupDismissed: "{actor} 解散了群组",
        groupDismissedWithoutActor: "群组已解散",
        groupRecycled: "群组已被系统回收",
        ownerTransferred: "{actor} 将群主转让给 {owner}",
        ownerTransferredWithoutActor: "{owner} 成为新群主",
        ownerTransferredWithoutOwner: "{actor} 转让了群主",
        ownerChanged: "群主已变更",
        memberJoined: "{members} 加入了群组",
        memberJoinedByInvitation: "{actor} 邀请 {members} 加入了群组",
        memberJoinedByApproval: "{actor} 同意 {members} 加入了群组",
        memberAcceptedInvitation: "{members} 接受邀请加入了群组",
        memberLeft: "{members} 退出了群组",
        memberKicked: "{actor} 将 {members} 移出了群组",
        memberKickedWithoutActor: "{members} 被移出了群组",
        roleTitles: [.owner: "群主", .admin: "管理员", .member: "普通成员"],
        roleGiven: "{actor} 将 {members} 设为{role}",
        roleGivenWithoutActor: "{members} 成为{role}",
        roleChanged: "{actor} 修改了 {members} 的角色",
        roleChangedWithoutActor: "{members} 的角色已变更",
        memberMuted: "{actor} 将 {members} 禁言",
        memberMutedForever: "{actor} 将 {members} 永久禁言",
        memberMutedUntil: "{actor} 将 {members} 禁言至 {time}",
        memberMutedFor: "{actor} 将 {members} 禁言 {length}",
        memberUnmuted: "{actor} 将 {members} 解除禁言",
        joinRequested: "{members} 申请加入群组",
        joinRequestAccepted: "{actor} 同意了 {members} 的入群申请",
        joinRequestRejected: "{actor} 拒绝了 {members} 的入群申请",
        invitationSent: "{actor} 邀请 {members} 加入群组",
        invitationAccepted: "{members} 接受了入群邀请",
        invitationDeclined: "{members} 拒绝了入群邀请",
        customNotice: "{actor} 发布了群通知：{text}",
        customNoticeWithoutActor: "群通知：{text}",
        profileChanged: "{actor} {changes}",
        nameChanged: "将群名称修改为{value}",
        nameField: "群名称",
        noticeField: "群公告",
        introductionField: "群简介",
        avatarField: "群头像",
        fieldChanged: "将{field}修改为{value}",
        fieldReplaced: "更换了{field}",
        fieldCleared: "清空了{field}",
        fieldWithKey: "{field}“{key}”",
        quotedValue: "“{text}”",
        unlabelledFieldChanged: "修改了 {field}",
        profileChangedWithoutFields: "修改了群资料",
        everyoneMuted: "开启了全员禁言",
        regularMembersMuted: "将所有普通成员禁言",
        rolesMuted: "将{roles}禁言",
        groupMuteLifted: "解除了全员禁言",
        unknownGroupMuteMode: "将全员禁言设为未知模式 {mode}",
        groupMuteUntil: "，至 {time}",
        groupMuteFor: "，时长 {length}",
        roleHolders: [.owner: "群主", .admin: "管理员", .member: "普通成员"],
        rawRoleHolders: "角色 {role}",
        unknownRoleHolders: "未知角色",
        utcTime: "{time} UTC",
        zonedTime: "{time}（{zone}）",
        days: "{count} 天",
        hours: "{count} 小时",
        minutes: "{count} 分钟",
        seconds: "{count} 秒",
        unitSeparator: " ",
        unrecognized: "无法识别的 {flavour} 通知{codes}",
        unrecognizedWebhook: "无法识别的 {flavour} 回调{codes}",
        codeList: "（{codes}）",
        codeSeparator: ", ",
        addressedTo: "（发给 {addressee}）",
        knownNotifications: [
            "someoneRemoved": "某人被移出了群组",
            "someoneInvited": "某人被邀请加入群组",
            "someoneMadeAdmin": "某人被设为管理员",
            "someoneNoLongerAdmin": "某人不再是管理员",
            "someoneMuted": "某人被禁言",
            "someoneBanned": "某人被封禁",
            "someoneUnbanned": "某人被解除封禁",
            "invitationAwaitsApproval": "一条入群邀请等待管理员同意",
            "topicCreated": "话题已创建",
            "topicDeleted": "话题已删除",
            "topicChanged": "话题资料已变更",
            "messagePinned": "一条消息被置顶",
            "messageUnpinned": "一条置顶消息被取消置顶",
            "pinnedMessagesChanged": "群组的置顶消息已变更",
            "messagesRead": "消息已标记为已读",
            "readReceipt": "收到已读回执",
            "receiveOptionChanged": "消息接收选项已变更",
        ])
}
